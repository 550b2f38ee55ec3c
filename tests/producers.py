"""Every pipeline's producer on one connection, as a product that feeds all of them holds
them; and every public producer function, for the tests that walk them all."""

from hourglass.core.producers import ProducerFunction
from models import notifications, recommendation, reviews
from models.notifications import NotificationProducer
from models.recommendation import RecommendationProducer
from models.reviews import ReviewProducer


class EveryProducer(RecommendationProducer, NotificationProducer, ReviewProducer):
    pass


#: Every public producer function, by name.
PUBLIC_FUNCTIONS: dict[str, ProducerFunction] = {
    function.name: function
    for module in (recommendation, notifications, reviews)
    for function in module.PRODUCER_FUNCTIONS
}
