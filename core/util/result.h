#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <utility>
#include <variant>

namespace heddle {

/// What went wrong, in words for the user (message) and in raw form for the details pane (detail).
struct Error {
    enum class Code {
        Io,
        Parse,
        Schema,
        Git,
        Process,
        Timeout,
        Cancelled,
        NotFound,
        Unsupported
    };
    Code code = Code::Io;
    QString message; // translated, for the user
    QString detail;  // raw: path, line:column, JSON pointer, stderr tail, libgit2 text
    QString file;    // the file the error is about, when there is one
    int line = 0;    // 1-based; 0 when unknown
    int column = 0;  // 1-based; 0 when unknown
    QString pointer; // JSON pointer inside file, when the error is about a JSON value

    /// "file:line:column: message" (the parts that are known), the form the command line prints.
    QString toString() const;
};

Error makeError(Error::Code code, QString message, QString detail = {});

/// The success tag of Result<void>: `return Ok{};`.
struct Ok {};

namespace detail {
/// What a default-constructed Result holds: an error, so that a result nobody set never reads as success.
Error unsetResultError();
} // namespace detail

/// A value or an Error. Default-constructible so it can travel through signals and QFuture, but a default
/// Result is an error ("no result"), never a silent success.
template <typename T> class [[nodiscard]] Result
{
public:
    Result()
        : m_data(std::in_place_index<1>, detail::unsetResultError())
    {}
    Result(T value)
        : m_data(std::in_place_index<0>, std::move(value))
    {}
    Result(Error error)
        : m_data(std::in_place_index<1>, std::move(error))
    {}

    bool hasValue() const { return m_data.index() == 0; }
    explicit operator bool() const { return hasValue(); }

    T &value() & { return std::get<0>(m_data); }
    const T &value() const & { return std::get<0>(m_data); }
    T &&value() && { return std::get<0>(std::move(m_data)); }
    T *operator->() { return &value(); }
    const T *operator->() const { return &value(); }
    T &operator*() & { return value(); }
    const T &operator*() const & { return value(); }

    const Error &error() const { return std::get<1>(m_data); }

private:
    std::variant<T, Error> m_data;
};

/// For operations that return nothing but can fail: `return Ok{};` on success.
template <> class [[nodiscard]] Result<void>
{
public:
    Result()
        : m_error(detail::unsetResultError())
    {}
    Result(Ok) {}
    Result(Error error)
        : m_error(std::move(error))
    {}

    bool hasValue() const { return !m_error.has_value(); }
    explicit operator bool() const { return hasValue(); }

    const Error &error() const { return *m_error; }

private:
    std::optional<Error> m_error;
};

} // namespace heddle
