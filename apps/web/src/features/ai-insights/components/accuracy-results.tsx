import type { MultiImageAnalysisResult } from '@listlens/shared';
import { useState } from 'react';
import { Tabs } from '../../../components/tabs';
import { percent } from '../level-styles';
import { IndividualImages } from './individual-images';
import { TruthCheck } from './truth-check';
import { ValueList } from './value-list';

const TABS = [
  { id: 'combined', label: 'Combined Results' },
  { id: 'individual', label: 'Individual Images' },
  { id: 'performance', label: 'Performance' },
  { id: 'suggestions', label: 'Suggestions' },
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function Combined({ result }: { result: MultiImageAnalysisResult }) {
  const c = result.combinedAnalysis;
  return (
    <div className="flex flex-col gap-4">
      {result.combinedError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100">
          The analysis of all photos together failed: {result.combinedError}
        </p>
      )}
      <ValueList
        label="Combined result"
        values={[
          ['Brand', c.brand],
          ['Size', c.size],
          ['Color', c.color],
          ['Item type', c.itemType],
          ['Condition', c.condition],
          ['Category', c.category],
          ['Material', c.material],
          ['Confidence', percent(c.confidence)],
          ['Accuracy score', result.accuracyScore === null ? null : percent(result.accuracyScore)],
        ]}
      />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        The accuracy score is the share of the brand, size, colour and item type found in all photos together that each
        photo also found on its own: how much the photos agree, not whether they are right. For that, check against the
        true values below.
      </p>
      <TruthCheck analysis={c} />
      <div>
        <h3 className="font-semibold">Keywords</h3>
        {c.keywords.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-400">None</p>
        ) : (
          <ul aria-label="Keywords" className="mt-1 flex flex-wrap gap-2">
            {c.keywords.map((k) => (
              <li key={k} className="rounded-full bg-slate-100 px-3 py-1 text-sm dark:bg-slate-800">
                {k}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="font-semibold">Text read from the photos</h3>
        {c.ocrText ? (
          <pre className="mt-1 max-h-60 overflow-auto rounded-lg bg-slate-100 p-3 text-sm whitespace-pre-wrap dark:bg-slate-800">
            {c.ocrText}
          </pre>
        ) : (
          <p className="text-slate-600 dark:text-slate-400">No text was read.</p>
        )}
      </div>
    </div>
  );
}

function Performance({ result }: { result: MultiImageAnalysisResult }) {
  const times = result.individualResults.map((r) => r.processingTime);
  const average = times.length > 0 ? times.reduce((a, b) => a + b, 0) / times.length : 0;
  return (
    <ValueList
      label="Performance figures"
      values={[
        ['Total time', seconds(result.processingTime)],
        ['All photos together', seconds(result.combinedProcessingTime)],
        ['Average per photo alone', seconds(average)],
        ...result.individualResults.map((r): [string, string] => [
          `Photo ${r.index + 1} alone`,
          seconds(r.processingTime),
        ]),
        ['Accuracy score', result.accuracyScore === null ? null : percent(result.accuracyScore)],
        ['Analyzer', `${result.provider}: ${result.model}`],
      ]}
    />
  );
}

/** The lab's four result tabs (spec part 3: Combined Results, Individual Images, Performance, Suggestions). */
export function AccuracyResults({ result, photoUrls }: { result: MultiImageAnalysisResult; photoUrls: string[] }) {
  const [tab, setTab] = useState('combined');
  return (
    <Tabs items={TABS} selected={tab} onSelect={setTab} label="Test results">
      {tab === 'combined' && <Combined result={result} />}
      {tab === 'individual' && <IndividualImages result={result} photoUrls={photoUrls} />}
      {tab === 'performance' && <Performance result={result} />}
      {tab === 'suggestions' && (
        <ul aria-label="Suggestions" className="flex list-disc flex-col gap-2 pl-5">
          {result.optimizationSuggestions.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      )}
    </Tabs>
  );
}
