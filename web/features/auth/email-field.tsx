import { forwardRef } from 'react';
import { Field, type FieldProps } from '../../components/ui/field';

/** The account's e-mail, as Entrar, Cadastrar and 'Esqueci minha senha' ask it. */
export const EmailField = forwardRef<HTMLInputElement, Omit<FieldProps, 'label' | 'type'>>(function EmailField(props, ref) {
  return <Field ref={ref} label="E-mail" type="email" autoComplete="email" inputMode="email" placeholder="voce@exemplo.com" {...props} />;
});
