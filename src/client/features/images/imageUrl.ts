/** Images are private: the server checks access on every request to this address. */
export const imageUrl = (key: string) => `/api/images/${encodeURIComponent(key)}`;
