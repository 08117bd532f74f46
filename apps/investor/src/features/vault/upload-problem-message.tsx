import { CircleAlert } from 'lucide-react';
import { type UploadProblem } from '@traguardo/domain/upload-validation';

type UploadProblemMessageProps = { id: string; fileName: string; problem: UploadProblem };

/** Why a picked file was refused, next to the upload button; the name is shown as text. */
export function UploadProblemMessage({ id, fileName, problem }: UploadProblemMessageProps) {
  return (
    <div
      id={id}
      role="alert"
      className="flex max-w-sm items-start gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-600/30 ring-inset"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">
        <p className="font-semibold break-words">
          {problem.title}: {fileName}
        </p>
        <p>{problem.description}</p>
      </div>
    </div>
  );
}
