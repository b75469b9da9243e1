export * from './audit.ts';
export * from './documents.ts';
export * from './outbox.ts';
export * from './programs.ts';
export * from './proposals.ts';
export * from './reference.ts';
export * from './users.ts';
export * from './verification.ts';
