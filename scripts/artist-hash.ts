import { hashPassword } from '../worker/lib/password';

// npm run artist:hash -- 'the password'  → value for ARTIST_PASSWORD_HASH
const password = process.argv[2];
if (!password || password.length < 12) {
  console.error('Uso: npm run artist:hash -- "senha com pelo menos 12 caracteres"');
  process.exit(1);
}
console.log(await hashPassword(password));
