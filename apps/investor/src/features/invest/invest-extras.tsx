import { Calculator, PiggyBank, Scale } from 'lucide-react';
import { HIGH_YIELD_APY, HIGH_YIELD_FEES, HIGH_YIELD_GUARANTEE } from '@traguardo/domain/constants';
import { formatEuro, formatPercentOneDecimal } from '@traguardo/domain/format';
import { Card, CardContent, CardHeader, CardTitle } from '@traguardo/ui/card';

export function HighYieldAccountCard() {
  return (
    <Card as="section" aria-labelledby="invest-extras-1" className="border-brand-200 bg-brand-50">
      <CardHeader>
        <CardTitle>
          <span id="invest-extras-1">Conto ad alto rendimento</span>
        </CardTitle>
        <PiggyBank aria-hidden="true" className="size-6 text-brand-700" />
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-bold text-brand-800">{`${formatPercentOneDecimal(HIGH_YIELD_APY)} APY`}</p>
        <ul className="mt-2 space-y-1 text-sm text-slate-800">
          <li>{`Garanzia fino a ${formatEuro(HIGH_YIELD_GUARANTEE)}`}</li>
          <li>{`${formatEuro(HIGH_YIELD_FEES)} di commissioni`}</li>
          <li>Tasso variabile, aggiornato settimanalmente</li>
        </ul>
      </CardContent>
    </Card>
  );
}

export function RebalancingCard() {
  return (
    <Card as="section" aria-labelledby="invest-extras-2">
      <CardHeader>
        <CardTitle>
          <span id="invest-extras-2">Ribilanciamento</span>
        </CardTitle>
        <Scale aria-hidden="true" className="size-6 text-slate-600" />
      </CardHeader>
      <CardContent>
        <p className="text-sm text-slate-700">
          Controlliamo ogni trimestre che il portafoglio resti in linea con il piano scelto e ti
          avvisiamo quando conviene ribilanciare.
        </p>
      </CardContent>
    </Card>
  );
}

export function SimulatorCard() {
  return (
    <Card as="section" aria-labelledby="invest-extras-3">
      <CardHeader>
        <CardTitle>
          <span id="invest-extras-3">Simulatore</span>
        </CardTitle>
        <Calculator aria-hidden="true" className="size-6 text-slate-600" />
      </CardHeader>
      <CardContent>
        <p className="text-sm text-slate-700">
          Stima quanto potrebbe crescere il tuo capitale con un versamento mensile e il rendimento
          atteso del piano.
        </p>
      </CardContent>
    </Card>
  );
}
