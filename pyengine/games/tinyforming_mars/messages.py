"""Message helpers of TINYforming Mars (the texts are in locale/*.po)."""

from pyengine.core.messages import Msg, msg


def credits(amount: int) -> Msg:
    """An amount of credits, singular or plural ("1 credit", "3 credits")."""
    return msg("tm.qty.credits", n=amount)
