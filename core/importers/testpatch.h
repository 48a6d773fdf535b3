#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>

namespace heddle {

/// A file that a SWE-bench test_patch touches.
struct TestPatchFile {
    QString path;       // repository path, new side ('/'-separated, without "b/")
    bool isNew = false; // the diff creates it: content is its whole text
    bool isDeleted = false;
    bool isBinary = false; // a binary diff: content is unknown
    QByteArray content;    // the post-image, byte for byte, when isNew and not binary
};

/// The files a unified git diff touches and, for files it creates, their full new content. Only headers and the
/// added lines of new files are read, as bytes, so a test file's encoding and line endings survive unchanged.
QList<TestPatchFile> testPatchFiles(QByteArrayView diff);

} // namespace heddle
