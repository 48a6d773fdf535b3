// A real HTTP/1.1 server on the loopback interface that answers OpenAI-compatible chat completions from a script, so
// that a client can be tested against the wire instead of a mock: every request it gets is kept, and each answer is
// the next scripted reply (content, any status, a hang, a huge body, a closed socket).
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QQueue>
#include <QString>

#include <map>
#include <utility>

class QTcpServer;
class QTcpSocket;

namespace heddle::test {

using HttpHeaders = QList<std::pair<QByteArray, QByteArray>>;

/// One request as the server read it.
struct ChatRequest {
    QByteArray method;
    QByteArray path; // the request target as sent, query included
    HttpHeaders headers;
    QByteArray body;
    QJsonObject json; // the body parsed; empty when it is not a JSON object

    /// The value of the first header called name (compared without case); empty when there is none.
    QByteArray header(QByteArrayView name) const;
};

/// One scripted answer to a chat-completions request.
struct ChatReply {
    enum class Kind {
        Content,            // 200 with a chat.completion whose message says text
        Status,             // statusCode with body and the extra headers
        Hang,               // the request is read and never answered; the connection stays open
        Huge,               // 200 with a chat.completion whose content is hugeBytes of 'x', written in pieces
        CloseWithoutAnswer, // the socket is closed once the request is read
    };

    /// 200 with a chat.completion for text; its usage object is left out when both token counts are -1.
    static ChatReply content(QString text, int promptTokens = -1, int completionTokens = -1);
    /// Status code with body as it is; headers are added to the answer (a Content-Type among them replaces
    /// application/json; Content-Length is always the server's own).
    static ChatReply status(int code, QByteArray body, HttpHeaders headers = {});
    static ChatReply hang();
    static ChatReply huge(qint64 bytes);
    /// QNetworkAccessManager (Qt 6.4) sends a request once more when its connection closes before any byte of the
    /// answer: script one of these for every try, or make it the default.
    static ChatReply closeWithoutAnswer();

    Kind kind = Kind::Content;
    QString text;
    int promptTokens = -1;
    int completionTokens = -1;
    int statusCode = 200;
    QByteArray body;
    HttpHeaders headers;
    qint64 hugeBytes = 0;
};

/// The server. It lives on the thread that made it and does all its work from that thread's event loop (any nested
/// QEventLoop included), so a client that blocks in its own loop is answered.
class ChatServer : public QObject
{
    Q_OBJECT

public:
    explicit ChatServer(QObject *parent = nullptr);
    /// Closes every connection, those left hanging included.
    ~ChatServer() override;

    /// Listens on 127.0.0.1 on a free port; false when it cannot.
    bool listen();
    quint16 port() const;
    /// "http://127.0.0.1:PORT/v1", what an OpenAI-compatible client takes as its base URL.
    QString baseUrl() const;

    /// Adds reply at the end of the script; each POST /v1/chat/completions takes the first reply left.
    void enqueue(ChatReply reply);
    /// The reply used once the script is empty. Until set, a 500 whose body says that no reply was scripted.
    void setDefault(ChatReply reply);
    /// How many scripted replies are still waiting.
    qsizetype pendingReplies() const { return m_script.size(); }

    /// Every request read so far, in order, those answered 404 included.
    QList<ChatRequest> requests() const { return m_requests; }
    /// How many TCP connections were accepted so far.
    int connectionCount() const { return m_connectionCount; }
    /// How many connections are open now: accepted and neither closed by the client nor finished by the server.
    int openConnections() const { return int(m_connections.size()); }

Q_SIGNALS:
    /// A request was read whole (it is the last of requests()), before it is answered.
    void requestReceived();

private:
    /// What the server knows of one open connection.
    struct Connection {
        QByteArray buffer;         // bytes read and not yet taken as a request
        bool continueSent = false; // "100 Continue" answered to the request being read
        bool hung = false;         // a hang reply: whatever else arrives is dropped
        bool sending = false;      // a huge body is being written: later requests wait for it
        qint64 fillerLeft = 0;     // bytes of 'x' still to write
        QByteArray tail;           // what follows them
        bool closeAfter = false;   // close once the huge body is written
    };

    void accept();
    void read(QTcpSocket *socket);
    void serve(QTcpSocket *socket);
    /// Answers request on socket; false when the connection is busy or gone afterwards, so nothing more is served.
    bool answer(QTcpSocket *socket, const ChatRequest &request, bool closeAfter);
    void writeAnswer(QTcpSocket *socket, int code, const QByteArray &body, const HttpHeaders &headers, bool closeAfter);
    /// Writes more of a huge body while the socket's buffer runs low; closes or serves on when the body is done.
    void pump(QTcpSocket *socket);
    /// Forgets socket and closes it once what it still has to write is written.
    void finish(QTcpSocket *socket);
    void forget(QTcpSocket *socket);

    QTcpServer *m_server = nullptr;
    std::map<QTcpSocket *, Connection> m_connections;
    QQueue<ChatReply> m_script;
    ChatReply m_default;
    QList<ChatRequest> m_requests;
    int m_connectionCount = 0;
    int m_completions = 0;
};

} // namespace heddle::test
