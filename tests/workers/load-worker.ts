// Loads the Worker's module graph (the same instance `exports.default` serves) while the file is
// imported: otherwise the first test that calls the Worker pays for it, and on a busy machine
// that alone can exceed a test's time limit.
import '../../worker/entry.workers';
