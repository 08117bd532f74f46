import { Flame, GraduationCap, House, Plane, Sunset, Target, type LucideIcon } from 'lucide-react';

// Templates name their icon as data; unknown names fall back to a neutral target.
const icons: Record<string, LucideIcon> = {
  home: House,
  'graduation-cap': GraduationCap,
  sunset: Sunset,
  flame: Flame,
  plane: Plane,
};

export function templateIcon(name: string): LucideIcon {
  return icons[name] ?? Target;
}
