import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useActorRef, useSelector } from '@xstate/react';
import { SAMPLE_BOOTHS } from '@contract/sample/booths';
import { displayText, fieldStatus, translationKey, type TranslationFieldRequest } from '@machines/translation.helpers';
import { appTranslationMachine } from '@/hooks/use-translated';
import { translationsFail, translationsPending } from '@mocks/handlers';
import { MachineStepper } from './machine-stepper';

const booth = SAMPLE_BOOTHS[0];
const fields: TranslationFieldRequest[] = [
  { key: translationKey('booth', booth.id, 'BoothName'), entity_type: 'booth', entity_id: booth.id, field: 'BoothName', source_text: booth.name },
  { key: translationKey('booth', booth.id, 'BoothDescription'), entity_type: 'booth', entity_id: booth.id, field: 'BoothDescription', source_text: booth.description ?? '' },
];

/** The real translation machine with the app's API calls, answered by the MSW translation mock. */
function TranslationStepper() {
  const actor = useActorRef(appTranslationMachine, { input: { lang: 'ko' } });
  const context = useSelector(actor, (s) => s.context);
  return (
    <MachineStepper
      actor={actor}
      events={[
        { label: 'request two fields', event: { type: 'translation.request', fields } },
        { label: 'language en', event: { type: 'lang.change', lang: 'en' } },
        { label: 'language ja', event: { type: 'lang.change', lang: 'ja' } },
        { label: 'language ko', event: { type: 'lang.change', lang: 'ko' } },
      ]}
    >
      <dl>
        {fields.map((f) => (
          <div key={f.key}>
            <dt>{f.field}</dt>
            <dd aria-label={f.field}>{displayText(context, f.key, f.source_text)}</dd>
            <dd aria-label={`${f.field} status`}>{fieldStatus(context, f.key)}</dd>
          </div>
        ))}
      </dl>
    </MachineStepper>
  );
}

const meta = { title: 'Machines/Translation', component: TranslationStepper, parameters: { layout: 'padded' } } satisfies Meta<typeof TranslationStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

const click = (el: HTMLElement, name: string) => userEvent.click(within(el).getByRole('button', { name }));

export const KoreanShowsSource: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await click(canvasElement, 'request two fields');
    await expect(c.getByLabelText('BoothName')).toHaveTextContent(booth.name);
    await expect(c.getByLabelText('BoothName status')).toHaveTextContent('none');
  },
};

export const EnglishThenBackToKorean: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await click(canvasElement, 'request two fields');
    await click(canvasElement, 'language en');
    await waitFor(() => expect(c.getByLabelText('BoothName status')).toHaveTextContent('ok'));
    await expect(c.getByLabelText('BoothName')).not.toHaveTextContent(booth.name);
    await click(canvasElement, 'language ja');
    await waitFor(() => expect(c.getByLabelText('BoothName status')).toHaveTextContent('ok'));
    await expect(c.getByLabelText('BoothName')).not.toHaveTextContent(booth.name);
    await click(canvasElement, 'language ko');
    await expect(c.getByLabelText('BoothName')).toHaveTextContent(booth.name);
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
    await expect(c.getByLabelText('BoothName')).toHaveTextContent(booth.name);
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
    await expect(c.getByLabelText('BoothName')).toHaveTextContent(booth.name);
  },
};
