export const decisionUrl = (base: string, ada: string) => `${base}/decision/view/${encodeURIComponent(ada)}`;
export const documentUrl = (base: string, ada: string) => `${base}/doc/${encodeURIComponent(ada)}`;
