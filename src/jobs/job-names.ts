/**
 * Every queue the service runs, by name: the capabilities that add and work each one, and the
 * metrics that watch them, all read these (so metrics need not import the capabilities).
 */
export const RENDER_SNAP_JOB = 'render-snap';
export const RENDER_BATCH_ITEM_JOB = 'render-batch-item';
export const DELIVER_WEBHOOK = 'deliver-webhook';
/** Retention and the sweep of files no row names (src/housekeeping), on a schedule. */
export const HOUSEKEEPING_JOB = 'housekeeping';

export const JOB_NAMES = [RENDER_SNAP_JOB, RENDER_BATCH_ITEM_JOB, DELIVER_WEBHOOK, HOUSEKEEPING_JOB];
