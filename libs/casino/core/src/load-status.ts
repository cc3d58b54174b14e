/** Progress of one read: nothing asked yet, asked, answered, or failed (the page offers a retry). */
export type LoadStatus = 'idle' | 'pending' | 'loaded' | 'failed';
