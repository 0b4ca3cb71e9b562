import type { UseFormRegisterReturn } from 'react-hook-form';
import { maskPhone } from '../../lib/format';
import { Field } from './field';

export interface PhoneFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
}

/** A Brazilian mobile number field, masked as it is typed: +55 (11) 99999-9999. */
export function PhoneField({ label, registration, error }: PhoneFieldProps) {
  return (
    <Field
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+55 (11) 99999-9999"
      maxLength={20}
      error={error}
      {...registration}
      onChange={(e) => {
        e.target.value = maskPhone(e.target.value);
        void registration.onChange(e);
      }}
    />
  );
}
