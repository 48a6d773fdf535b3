#pragma once

class QThreadPool;

namespace heddle {

/// The threads Heddle's own work runs on: every background job and every parallel map (QtConcurrent::run and
/// blockingMapped are always given this pool). Qt's global pool is left to Qt itself: its raster painting hands the
/// parts of a large fill to the global pool and waits for them on the GUI thread, so a global pool kept busy by a
/// dataset's read would freeze the window until the read was over.
QThreadPool *workPool();

} // namespace heddle
