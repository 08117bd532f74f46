import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { cx } from './class-names';

export type TabItem = { id: string; label: string; content: ReactNode };

type TabsProps = {
  tabs: readonly TabItem[];
  /** Accessible name of the tab list, e.g. 'Sezioni del cliente'. */
  label: string;
  defaultIndex?: number;
  onChange?: (index: number) => void;
};

/**
 * Keyboard: arrow keys move between tabs, Home/End jump (Headless UI).
 *
 * On a phone the tabs stand in two columns, on a wider screen in one row that wraps when
 * they do not fit: every tab stays in sight (a row that scrolls would hide the last ones
 * with no sign of them).
 *
 * The chosen tab lights up at once; its panel follows in a deferred render, which React
 * can interrupt, so a heavy panel never holds up the paint that answers the click.
 */
export function Tabs({ tabs, label, defaultIndex = 0, onChange }: TabsProps) {
  const [chosen, setChosen] = useState(defaultIndex);
  const shown = useDeferredValue(chosen);
  return (
    <TabGroup
      selectedIndex={shown}
      onChange={(index) => {
        setChosen(index);
        onChange?.(index);
      }}
    >
      <TabList
        aria-label={label}
        className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 sm:flex sm:flex-wrap"
      >
        {tabs.map((tab, index) => (
          <Tab
            key={tab.id}
            className={cx(
              'min-w-fit flex-1 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700',
              index === chosen
                ? 'bg-white text-brand-800 shadow-sm'
                : 'text-slate-700 hover:bg-white/60 hover:text-slate-900',
            )}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="mt-4">
        {tabs.map((tab) => (
          <TabPanel
            key={tab.id}
            className="rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {tab.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
