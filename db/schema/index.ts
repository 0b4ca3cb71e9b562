export * from './members';
export * from './poll';
export * from './shop';
export * from './feed';
export * from './messages';
export * from './notifications';
export * from './artist';
export * from './analytics';
