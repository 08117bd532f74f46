import { areaStatuses } from '@traguardo/sample-data/investor-home';
import { Card, CardContent, CardHeader, CardTitle } from '@traguardo/ui/card';
import { StatusBadge } from '@traguardo/ui/status-badge';

export function AreaStatusCard() {
  return (
    <Card as="section" aria-labelledby="home-aree">
      <CardHeader>
        <CardTitle>
          <span id="home-aree">Aree finanziarie</span>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-100">
          {areaStatuses.map((area) => (
            <li key={area.id} className="flex items-center justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{area.name}</p>
                <p className="text-sm text-slate-600">{area.summary}</p>
              </div>
              <StatusBadge status={area.status} set="investor" />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
