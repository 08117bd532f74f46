import { definePreview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import './preview.css';

// A story sets `parameters: { frame: 'narrow' }` to show a component at the width (or height)
// it has in a screen; the classes are spelled out here so Tailwind finds them.
const frames: Partial<Record<string, string>> = {
  narrow: 'max-w-xs',
  medium: 'max-w-sm',
  tall: 'min-h-40',
  sidebar: 'w-side-nav',
};

// CSF Factories: every story file builds its meta with `preview.meta({...})` and its stories
// with `meta.story({...})`, so the stories' types come from here (no Meta/StoryObj boilerplate).
// Storybook 10.6's `meta()` widens a literal arg ('euro-k' → string) and then forgets every
// meta arg (storybook#32829, fixed after 10.6.7): such args are written `'euro-k' as const`.
export default definePreview({
  addons: [],
  // A toolbar switch shows every story in the light and the dark theme (theme.css reads
  // data-theme on <html>, as the pre-paint script sets it in the apps).
  globalTypes: {
    theme: {
      description: 'Tema',
      toolbar: {
        title: 'Tema',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Chiaro' },
          { value: 'dark', title: 'Scuro' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  // Components with links need a router; stories run outside any app.
  // A story picks the current path with `parameters: { route: '/goals' }`.
  decorators: [
    (Story, { globals }) => {
      document.documentElement.dataset.theme = globals.theme === 'dark' ? 'dark' : 'light';
      return <Story />;
    },
    (Story, { parameters }) => {
      const frame = frames[String(parameters.frame)];
      return frame === undefined ? (
        <Story />
      ) : (
        <div className={frame}>
          <Story />
        </div>
      );
    },
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
});
