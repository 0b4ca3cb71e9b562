import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page';
import { pageHead } from '../lib/head';

export const Route = createFileRoute('/esqueci-senha')({
  head: () => pageHead('Esqueci minha senha', 'Receba por e-mail um link para escolher uma senha nova.'),
  component: ForgotPasswordPage,
});
