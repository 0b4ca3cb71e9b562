export type { AppRouter } from '../routers';
