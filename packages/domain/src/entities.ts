export type GoalCategory = 'home' | 'education' | 'retirement' | 'fire' | 'travel';

/** A ready-made goal the investor can add in one click (spec §3). */
export type GoalTemplate = {
  id: string;
  name: string;
  /** Name of the icon the screen shows for it. */
  icon: string;
  category: GoalCategory;
  target: number;
  years: number;
};
