import { CATEGORY_LABELS, INVENTORY_CATEGORIES, INVENTORY_MESSAGES } from '@listlens/shared';
import { useId, useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/button';
import { FormField } from '../../../components/form-field';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { useReportDirty } from '../../../lib/use-close-guard';
import type { FormCheck, ItemFormField, ItemFormValues } from '../item-form-values';
import { SelectField } from './select-field';

const CATEGORY_OPTIONS = INVENTORY_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }));
const FIELDS = new Set<string>([
  'sku',
  'name',
  'description',
  'category',
  'total_quantity',
  'low_stock_threshold',
  'average_cost',
  'location',
  'bin_location',
  'weight_oz',
  'dimensions',
]);

/**
 * The item fields of the Add modal and of Edit's Item Details tab. Numbers stay
 * text until save and are checked with the server's own schema; Save is disabled
 * while SKU or Name is empty, and a blank-looking one gets the spec's alert.
 */
export function ItemForm<T>({
  initial,
  showQuantity,
  submitLabel,
  busyLabel,
  failureMessage,
  toPayload,
  save,
  onCancel,
  onDirtyChange,
}: {
  initial: ItemFormValues;
  showQuantity: boolean;
  submitLabel: string;
  busyLabel: string;
  failureMessage: string;
  toPayload: (values: ItemFormValues) => FormCheck<T>;
  save: (payload: T) => Promise<unknown>;
  onCancel: () => void;
  /** Told whether the fields differ from `initial`, so the dialog can ask before closing over them. */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const form = useForm<ItemFormValues>({ defaultValues: initial });
  const { submit, alert } = useItemSubmit(form, toPayload, save, failureMessage);
  const { isSubmitting, isDirty } = form.formState;
  useReportDirty(isDirty, onDirtyChange);
  const [sku, name] = useWatch({ control: form.control, name: ['sku', 'name'] });
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-300">SKU and Name are required.</p>
      <ItemFields form={form} showQuantity={showQuantity} />
      {alert ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {alert}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting || sku === '' || name === ''}>
          {isSubmitting ? <Spinner className="h-4 w-4" /> : null}
          {isSubmitting ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}

/**
 * Save: the values checked with the server's schema first (each problem on its
 * field), then sent; the server's field errors go on their fields, anything
 * else becomes the form's alert.
 */
function useItemSubmit<T>(
  form: UseFormReturn<ItemFormValues>,
  toPayload: (values: ItemFormValues) => FormCheck<T>,
  save: (payload: T) => Promise<unknown>,
  failureMessage: string,
) {
  const [alert, setAlert] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    form.clearErrors();
    const check = toPayload(values);
    if (!check.ok) {
      for (const [field, message] of Object.entries(check.fieldErrors)) {
        form.setError(field as ItemFormField, { message });
      }
      if (check.required) setAlert(INVENTORY_MESSAGES.required);
      return;
    }
    try {
      await save(check.value);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
        setAlert(failureMessage);
        return;
      }
      const known = error.fieldErrors.filter((f) => FIELDS.has(f.path));
      for (const f of known) form.setError(f.path as ItemFormField, { message: f.message });
      if (known.length === 0) setAlert(error.code === 'unexpected_response' ? failureMessage : error.message);
    }
  });
  return { submit, alert };
}

const numberProps = (step: string) => ({ type: 'number', min: 0, step, inputMode: 'decimal' as const });

/** Every field of an inventory item (Total Quantity only when adding). */
function ItemFields({ form, showQuantity }: { form: UseFormReturn<ItemFormValues>; showQuantity: boolean }) {
  const descriptionId = useId();
  const { errors } = form.formState;
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <FormField label="SKU" required autoComplete="off" error={errors.sku?.message} {...form.register('sku')} />
      <FormField label="Name" required autoComplete="off" error={errors.name?.message} {...form.register('name')} />
      <div className="flex flex-col gap-1 sm:col-span-2">
        <label htmlFor={descriptionId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          Description
        </label>
        <textarea
          id={descriptionId}
          rows={3}
          aria-invalid={errors.description ? true : undefined}
          className="rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
          {...form.register('description')}
        />
        {errors.description ? <p className="text-sm text-red-700">{errors.description.message}</p> : null}
      </div>
      <SelectField
        label="Category"
        options={CATEGORY_OPTIONS}
        error={errors.category?.message}
        {...form.register('category')}
      />
      {showQuantity ? (
        <FormField
          label="Total Quantity"
          {...numberProps('1')}
          inputMode="numeric"
          error={errors.total_quantity?.message}
          {...form.register('total_quantity')}
        />
      ) : null}
      <FormField
        label="Low Stock Threshold"
        {...numberProps('1')}
        inputMode="numeric"
        error={errors.low_stock_threshold?.message}
        {...form.register('low_stock_threshold')}
      />
      <FormField
        label="Average Cost ($)"
        {...numberProps('0.01')}
        error={errors.average_cost?.message}
        {...form.register('average_cost')}
      />
      <FormField label="Location" error={errors.location?.message} {...form.register('location')} />
      <FormField label="Bin Location" error={errors.bin_location?.message} {...form.register('bin_location')} />
      <FormField
        label="Weight (oz)"
        {...numberProps('0.1')}
        error={errors.weight_oz?.message}
        {...form.register('weight_oz')}
      />
      <FormField
        label="Dimensions"
        placeholder="e.g. 12 x 8 x 2 in"
        error={errors.dimensions?.message}
        {...form.register('dimensions')}
      />
    </div>
  );
}
