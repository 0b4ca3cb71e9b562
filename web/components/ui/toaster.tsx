import { Toaster as Sonner } from 'sonner';

export { toast } from 'sonner';

export function Toaster() {
  return <Sonner position="top-center" theme="dark" richColors closeButton toastOptions={{ duration: 5000 }} />;
}
