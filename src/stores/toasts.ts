import { atom } from 'nanostores';

export type ToastKind = 'success' | 'error' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

/** SPEC.md section 9: toasts close by themselves after 5000 ms. */
export const TOAST_DURATION_MS = 5000;

export const toasts = atom<Toast[]>([]);
let nextId = 1;

export function dismissToast(id: number): void {
  toasts.set(toasts.get().filter((toast) => toast.id !== id));
}

export function showToast(message: string, kind: ToastKind = 'info'): void {
  const id = nextId++;
  toasts.set([...toasts.get(), { id, kind, message }]);
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
}

export const toast = {
  success: (message: string) => showToast(message, 'success'),
  error: (message: string) => showToast(message, 'error'),
  info: (message: string) => showToast(message, 'info'),
};
