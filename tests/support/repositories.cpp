#include <tests/support/repositories.h>

#include <QFile>

#include <git2.h>

namespace heddle::test {

namespace {

// libgit2 counts its initialisations; each helper takes and drops one so that it works before anything else has.
struct Libgit2 {
    Libgit2() { git_libgit2_init(); }
    ~Libgit2() { git_libgit2_shutdown(); }
    Libgit2(const Libgit2 &) = delete;
    Libgit2 &operator=(const Libgit2 &) = delete;
};

git_repository *open(const QString &path)
{
    git_repository *repository = nullptr;
    checkGit(git_repository_open(&repository, QFile::encodeName(path).constData()), "open");
    return repository;
}

QString hex(const git_oid &id)
{
    char text[GIT_OID_HEXSZ + 1] = {};
    git_oid_tostr(text, sizeof text, &id);
    return QString::fromLatin1(text);
}

git_filemode_t modeOf(CommitFile::Mode mode)
{
    switch (mode) {
    case CommitFile::Mode::Executable: return GIT_FILEMODE_BLOB_EXECUTABLE;
    case CommitFile::Mode::Link: return GIT_FILEMODE_LINK;
    case CommitFile::Mode::File: break;
    }
    return GIT_FILEMODE_BLOB;
}

} // namespace

void checkGit(int rc, const char *what)
{
    if (rc < 0) {
        const git_error *last = git_error_last();
        qFatal("%s: %s", what, last ? last->message : "?");
    }
}

void initRepository(const QString &path, bool bare)
{
    const Libgit2 libgit2;
    git_repository *repository = nullptr;
    checkGit(git_repository_init(&repository, QFile::encodeName(path).constData(), bare ? 1 : 0),
             bare ? "init --bare" : "init");
    git_repository_free(repository);
}

QString commitFiles(const QString &repository, const QList<CommitFile> &files, const QString &parent)
{
    const Libgit2 libgit2;
    git_repository *repo = open(repository);
    git_index *index = nullptr;
    checkGit(git_repository_index(&index, repo), "index");
    checkGit(git_index_clear(index), "clear");
    for (const CommitFile &file : files) {
        git_index_entry entry = {};
        entry.mode = modeOf(file.mode);
        entry.path = file.path.constData();
        checkGit(git_index_add_from_buffer(index, &entry, file.content.constData(), size_t(file.content.size())),
                 "add");
    }
    git_oid treeId;
    checkGit(git_index_write_tree(&treeId, index), "tree");
    git_index_free(index);
    git_tree *tree = nullptr;
    checkGit(git_tree_lookup(&tree, repo, &treeId), "lookup tree");
    git_signature *signature = nullptr;
    checkGit(git_signature_new(&signature, "Heddle Test", "test@heddle.invalid", 1767268800, 0), "signature");
    git_commit *parentCommit = nullptr;
    if (!parent.isEmpty()) {
        git_oid parentId;
        checkGit(git_oid_fromstr(&parentId, parent.toLatin1().constData()), "parent id");
        checkGit(git_commit_lookup(&parentCommit, repo, &parentId), "parent");
    }
    const git_commit *parents[] = {parentCommit};
    git_oid commitId;
    checkGit(git_commit_create(&commitId, repo, "HEAD", signature, signature, nullptr, "test", tree,
                               parentCommit ? 1 : 0, parents),
             "commit");
    git_commit_free(parentCommit);
    git_signature_free(signature);
    git_tree_free(tree);
    git_repository_free(repo);
    return hex(commitId);
}

void cloneRepository(const QString &url, const QString &path)
{
    const Libgit2 libgit2;
    git_repository *repository = nullptr;
    checkGit(git_clone(&repository, QFile::encodeName(url).constData(), QFile::encodeName(path).constData(), nullptr),
             "clone");
    git_repository_free(repository);
}

QString headCommit(const QString &repository)
{
    const Libgit2 libgit2;
    git_repository *repo = open(repository);
    git_oid id;
    checkGit(git_reference_name_to_id(&id, repo, "HEAD"), "HEAD");
    git_repository_free(repo);
    return hex(id);
}

} // namespace heddle::test
