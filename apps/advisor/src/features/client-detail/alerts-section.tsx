import { TriangleExclamationPoint, CircleCheck, OctagonExclamationPoint } from 'lucide-react';
import { useState } from 'react';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { type BookClient } from '@traguardo/domain/client-book-schemas';
import { statusLabel } from '@traguardo/domain/status';
import { bookClientAlerts } from '@traguardo/domain/client-book-alerts';
import { Card, CardContent, CardHeader, CardTitle } from '@traguardo/ui/card';

/** The client's alerts (domain rules on its figures and dates), each with why. */
export function AlertsSection({ client }: { client: BookClient }) {
  // Today's date, fixed for the life of the page: the contact and file alerts count from it.
  const [today] = useState(todayLocalDate);
  const alerts = bookClientAlerts(client, today);
  return (
    <Card as="section">
      <CardHeader>
        <CardTitle>Avvisi</CardTitle>
      </CardHeader>
      <CardContent>
        {alerts.length === 0 ? (
          <p className="flex items-center gap-2 text-slate-700">
            <CircleCheck className="size-5 text-emerald-600" aria-hidden="true" />
            Nessun avviso: indicatori, contatti e fascicolo sono in regola.
          </p>
        ) : (
          <ul className="space-y-3">
            {alerts.map((alert) => {
              const Icon =
                alert.severity === 'red' ? OctagonExclamationPoint : TriangleExclamationPoint;
              return (
                <li key={alert.id} className="flex gap-3">
                  <Icon
                    className={`mt-0.5 size-5 shrink-0 ${alert.severity === 'red' ? 'text-red-600' : 'text-amber-600'}`}
                    aria-hidden="true"
                  />
                  <div>
                    <p className="font-medium text-slate-900">
                      <span className="sr-only">{statusLabel(alert.severity, 'detail')}: </span>
                      {alert.title}
                    </p>
                    <p className="text-sm text-slate-600">{alert.description}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
