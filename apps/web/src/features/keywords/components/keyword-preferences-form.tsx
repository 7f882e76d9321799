import {
  KEYWORD_SCORES,
  KEYWORD_TEXT,
  KeywordPreferencesSchema,
  parseKeywordList,
  type KeywordPreferences,
} from '@listlens/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { FormField } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { useSaveKeywordPreferences } from '../api/keyword-preferences';

type Errors = Partial<Record<'preferred_keywords' | 'blocked_keywords', string>>;

const fieldOf = (path: string): keyof Errors =>
  path.startsWith('blocked_keywords') ? 'blocked_keywords' : 'preferred_keywords';

/** Errors per field, from the shared schema or the server's problem document. */
function errorsOf(issues: { path: string; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) errors[fieldOf(issue.path)] ??= issue.message;
  return errors;
}

/**
 * The seller's keyword preferences (spec part 3, section 3
 * 'user_keyword_preferences'): preferred keywords score 12 in every draft,
 * blocked ones never appear, and auto-approve counts a draft's keywords as
 * approved without a save on the details page.
 */
export function KeywordPreferencesForm({ initial }: { initial: KeywordPreferences }) {
  const save = useSaveKeywordPreferences();
  const [preferred, setPreferred] = useState(initial.preferred_keywords.join(', '));
  const [blocked, setBlocked] = useState(initial.blocked_keywords.join(', '));
  const [autoApprove, setAutoApprove] = useState(initial.auto_approve);
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.reset();
    const values = {
      preferred_keywords: parseKeywordList(preferred),
      blocked_keywords: parseKeywordList(blocked),
      auto_approve: autoApprove,
    };
    const parsed = KeywordPreferencesSchema.safeParse(values);
    const blockedKeys = new Set(values.blocked_keywords.map((k) => k.toLowerCase()));
    const clash = values.preferred_keywords.find((k) => blockedKeys.has(k.toLowerCase()));
    const found: Errors = parsed.success
      ? {}
      : errorsOf(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
    if (clash) found.blocked_keywords ??= `"${clash}" cannot be both preferred and blocked`;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(values, {
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors.length > 0) setErrors(errorsOf(error.fieldErrors));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <FormField
        label="Preferred keywords, separated by commas"
        value={preferred}
        onChange={(e) => setPreferred(e.target.value)}
        error={errors.preferred_keywords}
      />
      <FormField
        label="Blocked keywords, separated by commas"
        value={blocked}
        onChange={(e) => setBlocked(e.target.value)}
        error={errors.blocked_keywords}
      />
      <label className="flex min-h-11 items-center gap-3 text-sm">
        <input
          type="checkbox"
          checked={autoApprove}
          onChange={(e) => setAutoApprove(e.target.checked)}
          className="h-5 w-5"
        />
        Count a new draft&apos;s keywords as approved without saving them on the item
      </label>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Preferred keywords score {KEYWORD_SCORES.userPreferred} in the ranking of every new draft, promoted keywords{' '}
        {KEYWORD_SCORES.database} and the AI&apos;s own {KEYWORD_SCORES.ai}; blocked keywords never appear.
      </p>
      {save.isSuccess ? (
        <p role="status" className="text-sm text-green-700 dark:text-green-300">
          {KEYWORD_TEXT.preferencesSaved}
        </p>
      ) : null}
      {save.isError && !(save.error instanceof ApiError && save.error.fieldErrors.length > 0) ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {KEYWORD_TEXT.preferencesFailed}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save preferences'}
        </Button>
      </div>
    </form>
  );
}
