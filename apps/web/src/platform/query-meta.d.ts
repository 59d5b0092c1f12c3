import '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Show this text instead of the central handler's toast when the query fails. */
      errorMessage?: string;
      /** Show nothing when the query fails (the caller handles it). */
      silent?: boolean;
    };
  }
}
