import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import './preview.css';

const preview: Preview = {
  // Components with links need a router; stories run outside any app.
  // A story picks the current path with `parameters: { route: '/goals' }`.
  decorators: [
    (Story, { parameters }) => (
      <MemoryRouter
        initialEntries={[typeof parameters.route === 'string' ? parameters.route : '/']}
      >
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
