import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import './preview.css';

const preview: Preview = {
  // Components with links need a router; stories run outside any app.
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
  tags: ['autodocs'],
};

export default preview;
