import { setThemePreference, useTheme, type ThemePreference } from './theme';

const CHOICES: { value: ThemePreference; label: string }[] = [
  { value: 'system', label: 'Same as my device' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** Theme in Settings: light, dark or the device's (spec part 3, section 2: system by default). */
export function ThemeChoice() {
  const { preference } = useTheme();
  return (
    <fieldset>
      <legend className="text-lg font-semibold">Theme</legend>
      <div className="mt-2 flex flex-col gap-1 sm:flex-row sm:gap-4">
        {CHOICES.map((choice) => (
          <label key={choice.value} className="flex min-h-11 cursor-pointer items-center gap-2">
            <input
              type="radio"
              name="theme"
              value={choice.value}
              checked={preference === choice.value}
              onChange={() => setThemePreference(choice.value)}
              className="h-5 w-5 accent-brand-600"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
