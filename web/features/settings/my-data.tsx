import { Link } from '@tanstack/react-router';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { MyDataExport } from '../../../worker/contracts/privacy';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { DeleteAccountDialog } from './delete-account-dialog';

/** Hands the browser the JSON as a file: the download never passes through a URL the server answers. */
function saveJson(data: MyDataExport) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `meus-dados-mc-mito-${data.generatedAt.slice(0, 10)}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** 'Meus dados' (LGPD): download everything the site keeps about the member, or delete the account. */
export function MyData() {
  const [deleting, setDeleting] = useState(false);
  const exportData = trpc.privacy.exportData.useMutation({
    meta: { errorToast: 'Erro ao baixar seus dados', errorDescription: 'Tente novamente.' },
  });
  const download = () =>
    exportData.mutate(undefined, {
      onSuccess: (data) => {
        saveJson(data);
        toast.success('Seus dados foram baixados.');
      },
    });
  return (
    <section
      id="meus-dados"
      aria-labelledby="meus-dados-titulo"
      className="flex scroll-mt-20 flex-col gap-4 rounded-2xl border border-white/10 bg-neutral-900 p-5 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id="meus-dados-titulo" className="font-display text-xl font-black uppercase">
          Meus dados
        </h2>
        <p className="text-sm text-neutral-400">
          Baixe tudo o que guardamos sobre você ou exclua sua conta. Saiba mais na{' '}
          <Link to="/privacidade" className="font-semibold text-neutral-300 underline underline-offset-2 hover:text-brand-400">
            Política de privacidade
          </Link>
          .
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" loading={exportData.isPending} onClick={() => void download()} className="sm:flex-1">
          <Download className="size-4" aria-hidden />
          Baixar meus dados
        </Button>
        <Button variant="danger" onClick={() => setDeleting(true)} className="sm:flex-1">
          <Trash2 className="size-4" aria-hidden />
          Excluir minha conta
        </Button>
      </div>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </section>
  );
}
