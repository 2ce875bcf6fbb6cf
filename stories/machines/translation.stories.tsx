import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useActorRef, useSelector } from '@xstate/react';
import { SAMPLE_BOOTHS } from '@contract/sample/booths';
import { displayText, fieldStatus, translationKey, type TranslationFieldRequest } from '@machines/translation.helpers';
import { appTranslationMachine } from '@/hooks/translator';
import { translationsFail, translationsPending } from '@mocks/handlers';
import { BoothHero } from '@/components/booth/booth-hero';
import { MachineStepper, resettable, type ResetProps } from './machine-stepper';

const booth = SAMPLE_BOOTHS[0];
const fields: TranslationFieldRequest[] = [
  { key: translationKey('booth', booth.id, 'BoothName'), entity_type: 'booth', entity_id: booth.id, field: 'BoothName', source_text: booth.name },
  { key: translationKey('booth', booth.id, 'BoothDescription'), entity_type: 'booth', entity_id: booth.id, field: 'BoothDescription', source_text: booth.description ?? '' },
];

/** The real translation machine with the app's API calls (MSW), shown in the booth page's real header and intro. */
function TranslationStepper({ onReset }: ResetProps) {
  const actor = useActorRef(appTranslationMachine, { input: { lang: 'ko' } });
  const context = useSelector(actor, (s) => s.context);
  const [name, description] = fields;
  return (
    <MachineStepper
      actor={actor}
      onReset={onReset}
      events={[
        { label: 'request two fields', event: { type: 'translation.request', fields } },
        { label: 'language en', event: { type: 'lang.change', lang: 'en' } },
        { label: 'language ja', event: { type: 'lang.change', lang: 'ja' } },
        { label: 'language ko', event: { type: 'lang.change', lang: 'ko' } },
      ]}
    >
      <BoothHero name={displayText(context, name!.key, name!.source_text)} imageUrl={booth.image_url} category="Booth" isNight={booth.is_night} />
      <p aria-label="BoothDescription">{displayText(context, description!.key, description!.source_text)}</p>
      <dl>
        {fields.map((f) => (
          <div key={f.key}>
            <dt>{f.field} status</dt>
            <dd aria-label={`${f.field} status`}>{fieldStatus(context, f.key)}</dd>
          </div>
        ))}
      </dl>
    </MachineStepper>
  );
}

const Stepper = resettable(TranslationStepper);

const meta = { title: 'Machines/Translation', component: Stepper, parameters: { layout: 'padded' } } satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

const click = (el: HTMLElement, name: string) => userEvent.click(within(el).getByRole('button', { name }));
/** The booth name as the detail page's heading shows it. */
const heading = (el: HTMLElement) => within(el).getByRole('heading', { level: 1 });

/** Issue 16, items 15-16: opens at the machine's initial state for QA to step through by hand (no script runs). */
export const StepByHand: Story = {
  name: '16.16 opens at the initial state',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('state value')).toHaveTextContent('"active"');
    await expect(heading(canvasElement)).toHaveTextContent(booth.name);
    await expect(c.getByRole('button', { name: 'reset' })).toBeVisible();
  },
};

export const KoreanShowsSource: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await click(canvasElement, 'request two fields');
    await expect(heading(canvasElement)).toHaveTextContent(booth.name);
    await expect(c.getByLabelText('BoothName status')).toHaveTextContent('none');
  },
};

export const EnglishThenBackToKorean: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await click(canvasElement, 'request two fields');
    await click(canvasElement, 'language en');
    await waitFor(() => expect(c.getByLabelText('BoothName status')).toHaveTextContent('ok'));
    await expect(heading(canvasElement)).not.toHaveTextContent(booth.name);
    await click(canvasElement, 'language ja');
    await waitFor(() => expect(c.getByLabelText('BoothName status')).toHaveTextContent('ok'));
    await expect(heading(canvasElement)).not.toHaveTextContent(booth.name);
    await click(canvasElement, 'language ko');
    await expect(heading(canvasElement)).toHaveTextContent(booth.name);
  },
};

export const FailureShowsTheSource: Story = {
  beforeEach({ msw }) {
    msw.use(...translationsFail);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await click(canvasElement, 'request two fields');
    await click(canvasElement, 'language en');
    await waitFor(() => expect(c.getByLabelText('BoothName status')).toHaveTextContent('error'));
    await expect(heading(canvasElement)).toHaveTextContent(booth.name);
  },
};

export const PendingShowsTheSourceWhileWaiting: Story = {
  beforeEach({ msw }) {
    msw.use(...translationsPending);
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await click(canvasElement, 'request two fields');
    await click(canvasElement, 'language en');
    await waitFor(() => expect(c.getByLabelText('BoothName status')).toHaveTextContent('pending'));
    await expect(heading(canvasElement)).toHaveTextContent(booth.name);
  },
};
