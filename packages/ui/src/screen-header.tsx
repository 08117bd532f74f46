import { type ReactNode } from 'react';
import { SectionHeader } from './section-header';

type ScreenHeaderProps = {
  /** The screen's name: its one h1 and the start of the document title. */
  title: string;
  description?: ReactNode;
  /** A button or link beside the title, e.g. 'Aggiungi obiettivo'. */
  action?: ReactNode;
};

/** Heads a screen: the document title '<title> · Traguardo' and the screen's h1. */
export function ScreenHeader({ title, description, action }: ScreenHeaderProps) {
  return (
    <>
      <title>{`${title} · Traguardo`}</title>
      <SectionHeader level={1} title={title} description={description} action={action} />
    </>
  );
}
