/**
 * Passwords refused at sign-up and on a password change: the most common ones in
 * public breach lists (global top lists plus Brazilian favourites), compared after
 * lower-casing. Kept short so the /auth page bundle stays small; the length rule
 * (at least 6 characters) does the rest.
 */
const COMMON = `123456 1234567 12345678 123456789 1234567890 12345678910 123123 1234560 123321 654321 666666 111111 000000
121212 112233 123654 159753 147258 147258369 123qwe qwerty qwerty123 qwertyuiop asdfgh asdfghjkl zxcvbn zxcvbnm
abc123 abcdef abcd1234 a12345 a123456 aa123456 password password1 passw0rd senha senha123 senha1234 senha12345
mudar123 trocar123 iloveyou teamo teamo123 amor123 amorzinho brasil brasil123 flamengo corinthians palmeiras
santos saopaulo vasco gremio cruzeiro botafogo internacional fluminense 102030 10203040 142536 131313 151515
123mudar dragon monkey letmein football baseball master shadow sunshine princess welcome admin admin123 root
mito123 mcmito funk123 jesus123 deusefiel gabriel gabriela mariana matheus lucas123 pedro123 minhasenha
aaaaaa abcabc 999999 888888 777777 555555 444444 333333 222222 987654 9876543210 102030405 qazwsx 1q2w3e
1q2w3e4r 1q2w3e4r5t 1qaz2wsx zaq12wsx 11111111 00000000 12341234 696969 naruto pokemon batman superman
charlie michael jordan23 liverpool chelsea arsenal starwars whatever trustno1 freedom hello123 loveyou`;

const COMMON_PASSWORDS: ReadonlySet<string> = new Set(COMMON.split(/\s+/).filter(Boolean));

export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.trim().toLowerCase());
