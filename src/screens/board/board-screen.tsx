import { FormattedMessage } from 'react-intl';

// Placeholder until the screen lands: the route and its chunk exist already.
export default function BoardScreen() {
  return (
    <h1 style={{ padding: 16 }}>
      <FormattedMessage id="tab.board" />
    </h1>
  );
}
