// The compiled messages (vite.config.ts, contract/text-chunks.ts).
declare module 'virtual:messages/*' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
declare module 'virtual:all-text/*' {
  import type { MessageFormatElement } from 'react-intl';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
declare module 'virtual:text-loaders' {
  import type { MessageFormatElement } from 'react-intl';
  import type { Language } from '@contract/constants';
  import type { TextChunk } from '@contract/text-chunks';
  const loaders: Record<TextChunk, Record<Language, () => Promise<{ default: Record<string, MessageFormatElement[]> }>>>;
  export default loaders;
}
