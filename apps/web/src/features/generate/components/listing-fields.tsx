import { AI_TITLE_MAX_LENGTH, descriptionCounterText, titleCounterText, type ListingItem } from '@listlens/shared';
import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { conditionChoices, type ListingFormValues } from '../listing-form-values';
import { SelectField, TextAreaField, TextField, withCurrent } from './fields';

/**
 * Basic information of the Complete Listing tab (spec part 2, sections 2.5
 * and 5): the condition from the category's allowed ones, the colour from eBay's names.
 */
export function ListingFields({
  form,
  item,
  required,
}: {
  form: UseFormReturn<ListingFormValues>;
  item: ListingItem;
  required: Set<string>;
}) {
  const { register, formState } = form;
  const { errors } = formState;
  const [title, description, condition] = useWatch({
    control: form.control,
    name: ['title', 'description', 'condition'],
  });
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold">Basic Information</legend>
      <div className="sm:col-span-2">
        <TextField
          label="Title"
          required
          maxLength={AI_TITLE_MAX_LENGTH}
          hint={titleCounterText(title.length)}
          error={errors.title?.message}
          {...register('title')}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          label="Description"
          hint={descriptionCounterText(description.length)}
          error={errors.description?.message}
          {...register('description')}
        />
      </div>
      <TextField
        label="Price (USD)"
        type="number"
        min={0}
        step={0.01}
        inputMode="decimal"
        error={errors.price?.message}
        {...register('price')}
      />
      <TextField label="Category" error={errors.category?.message} {...register('category')} />
      <SelectField
        label="Condition"
        required={required.has('Condition')}
        options={withCurrent(conditionChoices(item), condition)}
        error={errors.condition?.message}
        {...register('condition')}
      />
      <TextField label="Brand" required={required.has('Brand')} error={errors.brand?.message} {...register('brand')} />
      <TextField
        label="Size"
        required={required.has('Size') || required.has('US Shoe Size')}
        hint={required.has('US Shoe Size') ? "Saved as eBay's US Shoe Size." : undefined}
        error={errors.size?.message}
        {...register('size')}
      />
      <ColourField form={form} item={item} required={required.has('Color')} />
      <TextField label="Model Number" error={errors.model_number?.message} {...register('model_number')} />
      <TextField
        label="Keywords"
        hint="Separate keywords with commas."
        error={errors.keywords?.message}
        {...register('keywords')}
      />
    </fieldset>
  );
}

/** Color, offering eBay's colour names where the category has them. */
function ColourField({
  form,
  item,
  required,
}: {
  form: UseFormReturn<ListingFormValues>;
  item: ListingItem;
  required: boolean;
}) {
  const coloursId = useId();
  const colours = item.aspects.find((a) => a.name === 'Color')?.allowedValues ?? [];
  return (
    <div>
      <TextField
        label="Color"
        required={required}
        list={colours.length > 0 ? coloursId : undefined}
        error={form.formState.errors.color?.message}
        {...form.register('color')}
      />
      {colours.length > 0 ? (
        <datalist id={coloursId}>
          {colours.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      ) : null}
    </div>
  );
}
