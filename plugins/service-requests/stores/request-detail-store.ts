import { makeAutoObservable, runInAction } from 'mobx';
import type { HttpClient, HttpFailure } from '../../../core/plugin-api';
import { ServiceRequestDetail, ServiceRequestPaths, type NewAttachment } from '../contract';
import type { LoadState } from './service-requests-store';

export type SendOutcome = 'sent' | 'failed' | null;

/** One service request: its conversation, the reply being written (kept on failure) and the rating. */
export class RequestDetailStore {
  detail: ServiceRequestDetail | null = null;
  loadState: LoadState = 'idle';
  loadFailure: HttpFailure | null = null;
  replyText = '';
  attachment: (NewAttachment & { size: number }) | null = null;
  sending = false;
  replyOutcome: SendOutcome = null;
  replyMessage = '';
  rating = 0;
  ratingComment = '';
  rateOutcome: SendOutcome = null;

  constructor(
    private readonly http: HttpClient,
    readonly number: string,
  ) {
    makeAutoObservable<this, 'http'>(this, { http: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.loadState = 'loading';
    const result = await this.http.get(ServiceRequestPaths.detail(this.number), ServiceRequestDetail);
    runInAction(() => {
      if (result.ok) this.detail = result.data;
      this.loadState = result.ok ? 'loaded' : 'failed';
      this.loadFailure = result.ok ? null : result;
    });
  }

  setReplyText(text: string): void {
    this.replyText = text;
    this.replyOutcome = null;
  }

  setAttachment(attachment: (NewAttachment & { size: number }) | null): void {
    this.attachment = attachment;
  }

  /** Sends the reply; on failure the text and the attachment stay for another try. */
  async sendReply(): Promise<SendOutcome> {
    this.sending = true;
    const file = this.attachment;
    const body = {
      text: this.replyText,
      ...(file
        ? {
            attachments: [
              { fileName: file.fileName, contentType: file.contentType, contentBase64: file.contentBase64 },
            ],
          }
        : {}),
    };
    const result = await this.http.post(ServiceRequestPaths.replies(this.number), body, ServiceRequestDetail);
    runInAction(() => {
      this.sending = false;
      if (result.ok) {
        this.detail = result.data;
        this.replyText = '';
        this.attachment = null;
      }
      this.replyOutcome = result.ok ? 'sent' : 'failed';
      this.replyMessage = result.ok ? '' : result.message;
    });
    return this.replyOutcome;
  }

  setRating(score: number): void {
    this.rating = score;
    this.rateOutcome = null;
  }

  setRatingComment(comment: string): void {
    this.ratingComment = comment;
  }

  async rate(): Promise<SendOutcome> {
    this.sending = true;
    const comment = this.ratingComment.trim();
    const result = await this.http.post(
      ServiceRequestPaths.rating(this.number),
      { score: this.rating, ...(comment ? { comment } : {}) },
      ServiceRequestDetail,
    );
    runInAction(() => {
      this.sending = false;
      if (result.ok) this.detail = result.data;
      this.rateOutcome = result.ok ? 'sent' : 'failed';
    });
    return this.rateOutcome;
  }
}
