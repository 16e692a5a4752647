import type { FormAnswer, FormSender } from './form-upload';

type XhrClass = new () => XMLHttpRequest;

/** Uploads with XMLHttpRequest (the browser's only way to see a request body leave). */
export function xhrFormSender(Xhr?: XhrClass): FormSender {
  return ({ url, headers, form, signal, progressed }) =>
    new Promise<FormAnswer>((resolve, reject) => {
      if (signal.aborted) {
        reject(signal.reason);
        return;
      }
      const xhr = new (Xhr ?? XMLHttpRequest)();
      xhr.open('POST', url);
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) progressed?.(event.loaded, event.total);
      };
      const stop = () => xhr.abort();
      signal.addEventListener('abort', stop, { once: true });
      const settle = () => signal.removeEventListener('abort', stop);
      xhr.onload = () => {
        settle();
        resolve({ status: xhr.status, text: xhr.responseText });
      };
      xhr.onerror = () => {
        settle();
        reject(new TypeError('Network Error'));
      };
      xhr.onabort = () => {
        settle();
        reject(signal.reason ?? new DOMException('The upload was aborted', 'AbortError'));
      };
      xhr.send(form);
    });
}
