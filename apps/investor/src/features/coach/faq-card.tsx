import { Card, CardContent, CardHeader, CardTitle } from '@traguardo/ui/card';

type FaqCardProps = {
  questions: readonly string[];
  onAsk: (question: string) => void;
  disabled: boolean;
};

export function FaqCard({ questions, onAsk, disabled }: FaqCardProps) {
  return (
    <Card as="section" aria-labelledby="faq-title">
      <CardHeader>
        <div id="faq-title">
          <CardTitle>Domande frequenti</CardTitle>
        </div>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2">
          {questions.map((question) => (
            <li key={question}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onAsk(question)}
                className="w-full rounded-xl border border-brand-100 bg-brand-50 px-3 py-2 text-left text-sm text-brand-900 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
              >
                {question}
              </button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
