import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import { UploadScreen } from '../components/upload-screen';

/** /capture: the Upload Photos screen on its own page (spec part 2, section 2.1). */
export function CapturePage() {
  const navigate = useNavigate();
  const toSkus = useCallback(() => navigate('/app?tab=skus'), [navigate]);
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 pt-6 pb-10">
      <Link to="/app" className="flex min-h-11 items-center text-brand-700 underline underline-offset-4">
        Back to Dashboard
      </Link>
      <h1 className="text-2xl font-bold">Capture Photos</h1>
      <UploadScreen onUploaded={toSkus} />
    </main>
  );
}
