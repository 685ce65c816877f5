import { limitedList } from '../../../../content/schemas/blocks';
import { sectionType, titled } from '../fields';

export const schema = () =>
  sectionType('process-steps', 'A numbered process.', {
    steps: limitedList(titled, {
      min: 2,
      why: 'one step is not a process',
      title: 'Steps in order',
      help: ({ count, why }) => `Numbered steps in order, title and one sentence each (${count}: ${why}).`,
    }),
  });
