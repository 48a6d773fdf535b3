#include <core/demo/demodataset.h>

#include <core/storage/atomicfile.h>
#include <core/util/workpool.h>

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtConcurrent>

#include <git2.h>

#include <memory>

namespace heddle {

using namespace Qt::StringLiterals;

namespace {

struct DemoDataset {
    Q_DECLARE_TR_FUNCTIONS(DemoDataset)
};

const QString kResourceRoot = u":/demo"_s;
const QString kMarkerName = u".heddle-demo-version"_s;
const QString kRepositoriesFolder = u"repos"_s;

// These fix the base commit: the same tree committed with the same signature, time and message has the same id on
// every machine, and every task.json names that id.
constexpr char kAuthorName[] = "Heddle Demo";
constexpr char kAuthorEmail[] = "demo@heddle.invalid";
constexpr git_time_t kCommitTime = 1767268800; // 2026-01-01T12:00:00Z
constexpr char kInitialBranch[] = "main";

// libgit2 keeps global state that must be set up once per process before any call.
void ensureLibgit2()
{
    struct Library {
        Library() { git_libgit2_init(); }
        ~Library() { git_libgit2_shutdown(); }
        Library(const Library &) = delete;
        Library &operator=(const Library &) = delete;
    };
    static Library library;
}

template <typename T, void (*Free)(T *)> struct GitFree {
    void operator()(T *object) const { Free(object); }
};
using Repository = std::unique_ptr<git_repository, GitFree<git_repository, git_repository_free>>;
using Index = std::unique_ptr<git_index, GitFree<git_index, git_index_free>>;
using Tree = std::unique_ptr<git_tree, GitFree<git_tree, git_tree_free>>;
using Signature = std::unique_ptr<git_signature, GitFree<git_signature, git_signature_free>>;

Error gitError(const QString &message, const QString &path)
{
    const git_error *last = git_error_last();
    Error error =
        makeError(Error::Code::Git, message, last && last->message ? QString::fromUtf8(last->message) : QString());
    error.file = path;
    return error;
}

Error ioError(const QString &message, const QString &path, const QString &detail = {})
{
    Error error = makeError(Error::Code::Io, message, detail);
    error.file = path;
    return error;
}

/// Every embedded file, relative to :/demo and '/'-separated, sorted so that hashing and committing are stable.
QStringList embeddedFiles()
{
    QStringList files;
    // Hidden, because the repositories ship their dot-files (.gitignore) like any other file.
    QDirIterator it(kResourceRoot, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(it.next().mid(kResourceRoot.size() + 1));
    files.sort();
    return files;
}

QByteArray readResource(const QString &relative)
{
    QFile file(kResourceRoot + u'/' + relative);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

/// Turns folder (already holding files, paths relative to it) into a git repository with one commit of them.
Result<void> commitRepository(const QString &folder, const QString &name, const QStringList &files)
{
    ensureLibgit2();
    const QByteArray folderPath = QFile::encodeName(folder);
    git_repository_init_options options;
    git_repository_init_options_init(&options, GIT_REPOSITORY_INIT_OPTIONS_VERSION);
    options.initial_head = kInitialBranch;
    git_repository *rawRepository = nullptr;
    if (git_repository_init_ext(&rawRepository, folderPath.constData(), &options) < 0)
        return gitError(DemoDataset::tr("Cannot create the git repository of the demo"), folder);
    const Repository repository(rawRepository);

    git_index *rawIndex = nullptr;
    if (git_repository_index(&rawIndex, repository.get()) < 0)
        return gitError(DemoDataset::tr("Cannot open the index of the demo repository"), folder);
    const Index index(rawIndex);
    for (const QString &relative : files) {
        QFile file(folder + u'/' + relative);
        if (!file.open(QIODevice::ReadOnly))
            return ioError(DemoDataset::tr("Cannot read this file of the demo repository"), file.fileName(),
                           file.errorString());
        const QByteArray content = file.readAll();
        const QByteArray path = relative.toUtf8();
        // Added from the bytes, not through the user's git filters (autocrlf, attributes), so the tree and
        // therefore the base commit are the same everywhere.
        git_index_entry entry = {};
        entry.mode = GIT_FILEMODE_BLOB;
        entry.path = path.constData();
        if (git_index_add_from_buffer(index.get(), &entry, content.constData(), size_t(content.size())) < 0)
            return gitError(DemoDataset::tr("Cannot add this file to the demo repository"), file.fileName());
    }
    git_oid treeId;
    if (git_index_write(index.get()) < 0 || git_index_write_tree(&treeId, index.get()) < 0)
        return gitError(DemoDataset::tr("Cannot write the index of the demo repository"), folder);
    git_tree *rawTree = nullptr;
    if (git_tree_lookup(&rawTree, repository.get(), &treeId) < 0)
        return gitError(DemoDataset::tr("Cannot read back the tree of the demo repository"), folder);
    const Tree tree(rawTree);

    git_signature *rawSignature = nullptr;
    if (git_signature_new(&rawSignature, kAuthorName, kAuthorEmail, kCommitTime, 0) < 0)
        return gitError(DemoDataset::tr("Cannot create the signature of the demo commit"), folder);
    const Signature signature(rawSignature);
    const QByteArray message = u"Import %1\n"_s.arg(name).toUtf8();
    git_oid commitId;
    if (git_commit_create(&commitId, repository.get(), "HEAD", signature.get(), signature.get(), nullptr,
                          message.constData(), tree.get(), 0, nullptr) < 0)
        return gitError(DemoDataset::tr("Cannot commit the demo repository"), folder);
    return Ok{};
}

/// Writes the whole dataset into folder (empty, so every file is new): files, repositories, and the version marker
/// last.
Result<void> unpack(const QString &folder, const QStringList &files, const QString &version)
{
    for (const QString &relative : files) {
        if (Result<void> written = writeNewFile(folder + u'/' + relative, readResource(relative)); !written)
            return written;
    }

    const QString repositoriesPrefix = kRepositoriesFolder + u'/';
    QMap<QString, QStringList> repositories; // name -> files relative to the repository
    for (const QString &relative : files) {
        if (!relative.startsWith(repositoriesPrefix))
            continue;
        const QString inside = relative.mid(repositoriesPrefix.size());
        const qsizetype slash = inside.indexOf(u'/');
        if (slash > 0)
            repositories[inside.left(slash)].append(inside.mid(slash + 1));
    }
    for (auto it = repositories.cbegin(); it != repositories.cend(); ++it) {
        const QString repositoryFolder = folder + u'/' + repositoriesPrefix + it.key();
        if (Result<void> committed = commitRepository(repositoryFolder, it.key(), it.value()); !committed)
            return committed;
    }
    return writeNewFile(folder + u'/' + kMarkerName, version.toLatin1() + '\n');
}

} // namespace

QString defaultDemoLocation()
{
    // GenericDataLocation/heddle rather than AppDataLocation, which repeats the name (Heddle/Heddle).
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QStringLiteral("/heddle/demo");
}

QString demoDatasetVersion()
{
    static const QString version = [] {
        QCryptographicHash hash(QCryptographicHash::Sha256);
        for (const QString &relative : embeddedFiles()) {
            const QByteArray content = readResource(relative);
            hash.addData(relative.toUtf8());
            hash.addData(QByteArrayView("\0", 1));
            hash.addData(QByteArray::number(content.size()));
            hash.addData(QByteArrayView("\0", 1));
            hash.addData(content);
        }
        return QString::fromLatin1(hash.result().toHex());
    }();
    return version;
}

QString installedDemoVersion(const QString &target)
{
    QFile marker(target + u'/' + kMarkerName);
    if (!marker.open(QIODevice::ReadOnly))
        return {};
    return QString::fromLatin1(marker.readAll().trimmed());
}

Result<QString> installDemoDataset(const QString &target)
{
    const QStringList files = embeddedFiles();
    if (files.isEmpty())
        return makeError(Error::Code::NotFound, DemoDataset::tr("This build of Heddle has no demo dataset"));
    const QString root = QDir::cleanPath(QFileInfo(target).absoluteFilePath());
    const QString version = demoDatasetVersion();

    const QFileInfo existing(root);
    if (existing.exists()) {
        if (!existing.isDir())
            return ioError(DemoDataset::tr("The demo dataset cannot be installed here: this is a file, not a folder"),
                           root);
        const QString installed = installedDemoVersion(root);
        if (installed == version)
            return root;
        if (!installed.isEmpty())
            return ioError(DemoDataset::tr("This folder holds another version of the demo dataset, possibly with "
                                           "your edits; it was left as it is. Move it away to install this version."),
                           root, u"installed %1, built in %2"_s.arg(installed, version));
        if (!QDir(root).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot))
            return ioError(DemoDataset::tr("This folder is not empty and does not hold the demo dataset; nothing was "
                                           "written into it"),
                           root);
    }

    // Built next to the target and renamed into place: a crash or a full disk never leaves a half dataset where a
    // later start would take it for a complete one.
    const QString parent = QFileInfo(root).absolutePath();
    if (!QDir().mkpath(parent))
        return ioError(DemoDataset::tr("Cannot create the folder for the demo dataset"), parent);
    QTemporaryDir staging(parent + u"/.heddle-demo-XXXXXX"_s);
    if (!staging.isValid())
        return ioError(DemoDataset::tr("Cannot create a temporary folder for the demo dataset"), parent,
                       staging.errorString());
    if (Result<void> unpacked = unpack(staging.path(), files, version); !unpacked)
        return unpacked.error();
    // QTemporaryDir creates its folder for the owner only; the dataset is an ordinary folder.
    QFile::setPermissions(staging.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner |
                                              QFileDevice::ReadGroup | QFileDevice::ExeGroup | QFileDevice::ReadOther |
                                              QFileDevice::ExeOther);

    if (existing.exists() && !QDir().rmdir(root))
        return ioError(DemoDataset::tr("Cannot replace the empty folder with the demo dataset"), root);
    if (!QDir().rename(staging.path(), root)) {
        // Another Heddle may have installed the same version in the meantime.
        if (installedDemoVersion(root) == version)
            return root;
        return ioError(DemoDataset::tr("Cannot move the demo dataset into place"), root, staging.path());
    }
    staging.setAutoRemove(false);
    return root;
}

QFuture<Result<QString>> installDemoDatasetAsync(const QString &target)
{
    return QtConcurrent::run(workPool(), [target] { return installDemoDataset(target); });
}

} // namespace heddle
