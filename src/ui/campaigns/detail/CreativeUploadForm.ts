import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import {
  acceptedCreativeExtensions,
  type CreativeTypeChoice,
  creativeTypeChoices,
} from '../../../core/domain/campaigns/files-rules';
import type { UploadSource } from '../../../core/ports/acting-context';

/** The creative upload's choices for one destination (spec 2 §5): type, accepted files, picked files. */
export class CreativeUploadForm {
  creativeType = 'display-video';
  files: readonly UploadSource[] = [];
  uploading = false;
  error: string | null = null;

  constructor(private readonly destination: () => string) {
    makeObservable(this, {
      creativeType: observable,
      files: observableRef,
      uploading: observable,
      error: observable,
      typeChoices: computed,
      accepted: computed,
      typeChosen: action,
      filesPicked: action,
    });
  }

  /** Empty for the two Google Ads destinations: the choice is hidden there. */
  get typeChoices(): CreativeTypeChoice[] {
    return creativeTypeChoices(this.destination());
  }

  get accepted(): string[] {
    return acceptedCreativeExtensions(this.destination(), this.creativeType);
  }

  typeChosen(type: string): void {
    this.creativeType = type;
  }

  filesPicked(files: readonly UploadSource[]): void {
    this.files = files;
    this.error = null;
  }
}
