/** What a banner says (components/alert.tsx draws it): forms and calls make one, screens show it. */
export type AlertKind = 'success' | 'error' | 'info';

export interface AlertMessage {
  kind: AlertKind;
  text: string;
}

export const errorMessage = (text: string): AlertMessage => ({ kind: 'error', text });
