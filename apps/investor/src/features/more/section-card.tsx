import { useId, type ReactNode } from 'react';
import { type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@traguardo/ui/card';

type SectionCardProps = {
  title: string;
  icon: LucideIcon;
  action?: ReactNode;
  children: ReactNode;
};

/** A titled card that is also a named region, so screen-reader users can jump between sections. */
export function SectionCard({ title, icon: Icon, action, children }: SectionCardProps) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <div id={titleId} className="flex items-center gap-2">
          <Icon aria-hidden="true" className="size-5 text-brand-600" />
          <CardTitle>{title}</CardTitle>
        </div>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
