#include <tests/support/chatserver.h>

#include <QDateTime>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTcpServer>
#include <QTcpSocket>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace heddle::test {

namespace {

// A request whose header is longer than this is refused rather than waited for.
constexpr qsizetype kMaxHeadBytes = 64 * 1024;
// A huge body is written in pieces of this size, whenever less than kLowWater bytes wait in the socket's buffer.
constexpr qint64 kPieceBytes = 64 * 1024;
constexpr qint64 kLowWater = 256 * 1024;
// Stands for the content in a serialised completion, which a huge reply then splits around.
constexpr QStringView kContentMarker = u"@@heddle-huge-content@@";

enum class Parse {
    Incomplete,
    Complete,
    Malformed,
};

struct Taken {
    Parse state = Parse::Incomplete;
    ChatRequest request;
    bool close = false;           // the client asked to close after the answer (or speaks HTTP/1.0)
    bool expectsContinue = false; // the header is whole, the body is not, and the client waits for "100 Continue"
    QByteArray why;               // what is malformed
};

bool sameName(QByteArrayView left, QByteArrayView right)
{
    return left.compare(right, Qt::CaseInsensitive) == 0;
}

bool listsToken(QByteArrayView value, QByteArrayView token)
{
    const QList<QByteArray> parts = value.toByteArray().split(',');
    return std::any_of(parts.begin(), parts.end(),
                       [&](const QByteArray &part) { return sameName(part.trimmed(), token); });
}

Taken malformed(QByteArray why)
{
    Taken taken;
    taken.state = Parse::Malformed;
    taken.why = std::move(why);
    return taken;
}

// Takes the first whole request off the front of buffer, leaving the bytes after it.
Taken takeRequest(QByteArray &buffer)
{
    // Empty lines before a request line are allowed (RFC 9112, 2.2).
    qsizetype start = 0;
    while (buffer.mid(start, 2) == "\r\n")
        start += 2;
    const qsizetype headEnd = buffer.indexOf("\r\n\r\n", start);
    if (headEnd < 0)
        return buffer.size() - start > kMaxHeadBytes ? malformed("the request header is too long") : Taken{};

    Taken taken;
    ChatRequest &request = taken.request;
    const QList<QByteArray> lines = buffer.mid(start, headEnd - start).split('\n');
    const QList<QByteArray> requestLine = lines.first().trimmed().split(' ');
    if (requestLine.size() != 3 || !requestLine[2].startsWith("HTTP/1."))
        return malformed("the request line is not METHOD TARGET HTTP/1.x");
    request.method = requestLine[0];
    request.path = requestLine[1];
    const bool http10 = requestLine[2] == "HTTP/1.0";

    qint64 length = 0;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray &line = lines[i];
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0)
            return malformed("a header line has no name");
        request.headers.append({line.left(colon).trimmed(), line.mid(colon + 1).trimmed()});
    }
    if (!request.header("Transfer-Encoding").isEmpty())
        return malformed("a body sent with Transfer-Encoding is not supported; send Content-Length");
    if (const QByteArray value = request.header("Content-Length"); !value.isEmpty()) {
        bool ok = false;
        length = value.toLongLong(&ok);
        if (!ok || length < 0)
            return malformed("Content-Length is not a number of bytes");
    }
    const QByteArray connection = request.header("Connection");
    taken.close = http10 ? !listsToken(connection, "keep-alive") : listsToken(connection, "close");

    const qsizetype bodyStart = headEnd + 4;
    if (buffer.size() - bodyStart < length) {
        taken.state = Parse::Incomplete;
        taken.expectsContinue = sameName(request.header("Expect"), "100-continue");
        return taken;
    }
    request.body = buffer.mid(bodyStart, length);
    buffer.remove(0, bodyStart + length);
    request.json = QJsonDocument::fromJson(request.body).object();
    taken.state = Parse::Complete;
    return taken;
}

QByteArray reasonPhrase(int code)
{
    switch (code) {
    case 200: return "OK";
    case 400: return "Bad Request";
    case 401: return "Unauthorized";
    case 403: return "Forbidden";
    case 404: return "Not Found";
    case 408: return "Request Timeout";
    case 413: return "Content Too Large";
    case 422: return "Unprocessable Content";
    case 429: return "Too Many Requests";
    case 500: return "Internal Server Error";
    case 502: return "Bad Gateway";
    case 503: return "Service Unavailable";
    case 504: return "Gateway Timeout";
    default: return "Status";
    }
}

// The status line and headers of an answer whose body is length bytes.
QByteArray answerHead(int code, qint64 length, const HttpHeaders &extra, bool close)
{
    QByteArray head = "HTTP/1.1 " + QByteArray::number(code) + ' ' + reasonPhrase(code) + "\r\n";
    const bool typed = std::any_of(extra.begin(), extra.end(),
                                   [](const auto &header) { return sameName(header.first, "Content-Type"); });
    if (!typed)
        head += "Content-Type: application/json\r\n";
    head += "Content-Length: " + QByteArray::number(length) + "\r\n";
    for (const auto &[name, value] : extra) {
        if (!sameName(name, "Content-Length"))
            head += name + ": " + value + "\r\n";
    }
    if (close)
        head += "Connection: close\r\n";
    head += "\r\n";
    return head;
}

// An error body shaped as OpenAI's.
QByteArray errorBody(const QString &message, const QString &type, const QString &code)
{
    const QJsonObject error{{u"message"_s, message}, {u"type"_s, type}, {u"code"_s, code}};
    return QJsonDocument(QJsonObject{{u"error"_s, error}}).toJson(QJsonDocument::Compact);
}

QByteArray completionBody(int number, const QString &model, const QString &content, int promptTokens,
                          int completionTokens)
{
    const QJsonObject message{{u"role"_s, u"assistant"_s}, {u"content"_s, content}};
    const QJsonObject choice{{u"index"_s, 0}, {u"message"_s, message}, {u"finish_reason"_s, u"stop"_s}};
    QJsonObject completion{{u"id"_s, u"chatcmpl-%1"_s.arg(number)},
                           {u"object"_s, u"chat.completion"_s},
                           {u"created"_s, QDateTime::currentSecsSinceEpoch()},
                           {u"model"_s, model},
                           {u"choices"_s, QJsonArray{choice}}};
    if (promptTokens >= 0 || completionTokens >= 0) {
        const int prompt = std::max(promptTokens, 0);
        const int completed = std::max(completionTokens, 0);
        completion.insert(u"usage"_s, QJsonObject{{u"prompt_tokens"_s, prompt},
                                                  {u"completion_tokens"_s, completed},
                                                  {u"total_tokens"_s, prompt + completed}});
    }
    return QJsonDocument(completion).toJson(QJsonDocument::Compact);
}

} // namespace

QByteArray ChatRequest::header(QByteArrayView name) const
{
    for (const auto &[headerName, value] : headers) {
        if (sameName(headerName, name))
            return value;
    }
    return {};
}

ChatReply ChatReply::content(QString text, int promptTokens, int completionTokens)
{
    ChatReply reply;
    reply.kind = Kind::Content;
    reply.text = std::move(text);
    reply.promptTokens = promptTokens;
    reply.completionTokens = completionTokens;
    return reply;
}

ChatReply ChatReply::status(int code, QByteArray body, HttpHeaders headers)
{
    ChatReply reply;
    reply.kind = Kind::Status;
    reply.statusCode = code;
    reply.body = std::move(body);
    reply.headers = std::move(headers);
    return reply;
}

ChatReply ChatReply::hang()
{
    ChatReply reply;
    reply.kind = Kind::Hang;
    return reply;
}

ChatReply ChatReply::huge(qint64 bytes)
{
    ChatReply reply;
    reply.kind = Kind::Huge;
    reply.hugeBytes = std::max<qint64>(bytes, 0);
    return reply;
}

ChatReply ChatReply::closeWithoutAnswer()
{
    ChatReply reply;
    reply.kind = Kind::CloseWithoutAnswer;
    return reply;
}

ChatServer::ChatServer(QObject *parent)
    : QObject(parent)
    , m_server(new QTcpServer(this))
    , m_default(ChatReply::status(
          500, errorBody(u"the test scripted no reply for this request"_s, u"server_error"_s, u"unscripted"_s)))
{
    connect(m_server, &QTcpServer::newConnection, this, &ChatServer::accept);
}

ChatServer::~ChatServer()
{
    // Our handlers go first, so that closing a socket cannot call back into a server half destroyed.
    for (const auto &[socket, connection] : m_connections) {
        socket->disconnect(this);
        socket->abort();
        delete socket;
    }
    m_connections.clear();
}

bool ChatServer::listen()
{
    return m_server->listen(QHostAddress::LocalHost, 0);
}

quint16 ChatServer::port() const
{
    return m_server->serverPort();
}

QString ChatServer::baseUrl() const
{
    return u"http://127.0.0.1:%1/v1"_s.arg(port());
}

void ChatServer::enqueue(ChatReply reply)
{
    m_script.enqueue(std::move(reply));
}

void ChatServer::setDefault(ChatReply reply)
{
    m_default = std::move(reply);
}

void ChatServer::accept()
{
    while (QTcpSocket *socket = m_server->nextPendingConnection()) {
        ++m_connectionCount;
        m_connections.emplace(socket, Connection{});
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { read(socket); });
        connect(socket, &QTcpSocket::bytesWritten, this, [this, socket] { pump(socket); });
        connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
            forget(socket);
            socket->deleteLater();
        });
        if (socket->bytesAvailable() > 0)
            read(socket);
    }
}

void ChatServer::read(QTcpSocket *socket)
{
    const auto found = m_connections.find(socket);
    if (found == m_connections.end())
        return;
    Connection &connection = found->second;
    connection.buffer += socket->readAll();
    if (connection.hung) {
        connection.buffer.clear();
        return;
    }
    serve(socket);
}

void ChatServer::serve(QTcpSocket *socket)
{
    // Several requests may wait in the buffer (a client that pipelines); each is answered in turn.
    for (;;) {
        const auto found = m_connections.find(socket);
        if (found == m_connections.end())
            return;
        Connection &connection = found->second;
        if (connection.hung || connection.sending)
            return;
        Taken taken = takeRequest(connection.buffer);
        if (taken.state == Parse::Incomplete) {
            if (taken.expectsContinue && !connection.continueSent) {
                socket->write("HTTP/1.1 100 Continue\r\n\r\n");
                connection.continueSent = true;
            }
            return;
        }
        connection.continueSent = false;
        if (taken.state == Parse::Malformed) {
            writeAnswer(socket, 400,
                        errorBody(QString::fromUtf8(taken.why), u"invalid_request_error"_s, u"bad_request"_s), {},
                        true);
            return;
        }
        m_requests.append(taken.request);
        Q_EMIT requestReceived();
        if (!m_connections.contains(socket) || !answer(socket, taken.request, taken.close))
            return;
    }
}

bool ChatServer::answer(QTcpSocket *socket, const ChatRequest &request, bool closeAfter)
{
    const qsizetype query = request.path.indexOf('?');
    const QByteArray route = query < 0 ? request.path : request.path.left(query);
    if (request.method != "POST" || route != "/v1/chat/completions") {
        const QString message =
            u"no route for %1 %2"_s.arg(QString::fromUtf8(request.method), QString::fromUtf8(request.path));
        writeAnswer(socket, 404, errorBody(message, u"invalid_request_error"_s, u"not_found"_s), {}, closeAfter);
        return m_connections.contains(socket);
    }

    const ChatReply reply = m_script.isEmpty() ? m_default : m_script.dequeue();
    const QString model = request.json.value(u"model"_s).toString();
    switch (reply.kind) {
    case ChatReply::Kind::Content:
        writeAnswer(socket, 200,
                    completionBody(++m_completions, model, reply.text, reply.promptTokens, reply.completionTokens), {},
                    closeAfter);
        break;
    case ChatReply::Kind::Status: writeAnswer(socket, reply.statusCode, reply.body, reply.headers, closeAfter); break;
    case ChatReply::Kind::Hang: {
        Connection &connection = m_connections.at(socket);
        connection.hung = true;
        connection.buffer.clear();
        return false;
    }
    case ChatReply::Kind::Huge: {
        // The completion is serialised around a marker, and the 'x's are written in its place piece by piece.
        const QByteArray whole = completionBody(++m_completions, model, kContentMarker.toString(), -1, -1);
        const QByteArray marker = kContentMarker.toUtf8();
        const qsizetype at = whole.indexOf(marker);
        const QByteArray prefix = whole.left(at);
        Connection &connection = m_connections.at(socket);
        connection.sending = true;
        connection.fillerLeft = reply.hugeBytes;
        connection.tail = whole.mid(at + marker.size());
        connection.closeAfter = closeAfter;
        const qint64 length = prefix.size() + reply.hugeBytes + connection.tail.size();
        socket->write(answerHead(200, length, {}, closeAfter) + prefix);
        pump(socket);
        return false;
    }
    case ChatReply::Kind::CloseWithoutAnswer: finish(socket); return false;
    }
    return m_connections.contains(socket);
}

void ChatServer::writeAnswer(QTcpSocket *socket, int code, const QByteArray &body, const HttpHeaders &headers,
                             bool closeAfter)
{
    socket->write(answerHead(code, body.size(), headers, closeAfter) + body);
    if (closeAfter)
        finish(socket);
}

void ChatServer::pump(QTcpSocket *socket)
{
    static const QByteArray piece(kPieceBytes, 'x');
    const auto found = m_connections.find(socket);
    if (found == m_connections.end() || !found->second.sending)
        return;
    Connection &connection = found->second;
    while (connection.fillerLeft > 0 && socket->bytesToWrite() < kLowWater) {
        const qint64 size = std::min(connection.fillerLeft, kPieceBytes);
        socket->write(piece.constData(), size);
        connection.fillerLeft -= size;
    }
    if (connection.fillerLeft > 0)
        return;
    socket->write(connection.tail);
    connection.tail.clear();
    connection.sending = false;
    if (connection.closeAfter) {
        finish(socket);
        return;
    }
    // Requests that arrived while the body was written wait in the buffer.
    serve(socket);
}

void ChatServer::finish(QTcpSocket *socket)
{
    forget(socket);
    if (socket->state() == QAbstractSocket::UnconnectedState) {
        socket->deleteLater();
        return;
    }
    connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    socket->disconnectFromHost();
}

void ChatServer::forget(QTcpSocket *socket)
{
    m_connections.erase(socket);
    socket->disconnect(this);
}

} // namespace heddle::test
